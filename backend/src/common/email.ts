/** RFC 5321's longest address; the beta signup and the support request both keep to it. */
export const EMAIL_MAX_LENGTH = 254;
/** Forms only catch typos early: every address `@IsEmail()` accepts matches, so the API stays the judge. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
