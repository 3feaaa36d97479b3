/**
 * The password rule the auth server enforces (supabase/config.toml `minimum_password_length`, the
 * stand-in's AUTH_MIN_PASSWORD_LENGTH; tests/unit/supabase-config.test.ts keeps the three equal),
 * which the sign-up and new-password forms show before the first try and give their inputs as
 * `minlength`. The server still judges: its weak_password answer is shown as before.
 */
export const MIN_PASSWORD_LENGTH = 8;
