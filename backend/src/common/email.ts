/** RFC 5321's longest address; the beta signup and the support request both keep to it. */
export const EMAIL_MAX_LENGTH = 254;
/**
 * The shape a form checks before sending (something@domain.tld, no spaces): every address the API's
 * `@IsEmail()` accepts has it, so the form only catches typos early and the API stays the judge.
 */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
