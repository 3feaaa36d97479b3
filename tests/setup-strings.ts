// The tests render as the server does: every string in both languages (src/i18n/everything.ts).
import '../src/i18n/everything.ts';
