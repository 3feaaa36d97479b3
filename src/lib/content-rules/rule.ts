/**
 * The content rules the build enforces, each written once as a pure function and called both by the
 * content door (src/cms, which fails the build with the message) and by the Studio's field validation
 * (studio/schemaTypes, which shows it beside the field before publishing). Each returns `true` or
 * the message an editor reads; the Studio takes exactly this shape from `rule.custom()`.
 */
export type RuleResult = true | string;
