import { DELETION_RESPONSE_HOURS } from '../../lib/support';
import { brand } from '../../config/brand';

export const DELETION_EMAIL_SUBJECT = 'Account Deletion Request';

export const deletionMailto = `mailto:${brand.supportEmail}?subject=${encodeURIComponent(DELETION_EMAIL_SUBJECT)}`;

export const deleteAccountPage = {
  title: `Delete Your Account | ${brand.productName}`,
  description: `How to delete your ${brand.productName} account or specific data: email support with a deletion request and we respond within ${DELETION_RESPONSE_HOURS} hours.`,
  eyebrow: 'Account',
  heading: 'Delete your account or data',
  intro: `You can ask us to delete specific data or your whole ${brand.productName} account at any time. Send us a deletion request by email and we will take care of it.`,
  stepsHeading: 'How to request deletion',
  steps: [
    {
      title: 'Email our support team',
      text: `Write to ${brand.supportEmail} from the email address you use with ${brand.productName}, so we can confirm the account is yours. Use the button below to start the message with the right subject.`,
    },
    {
      title: 'Tell us what to delete',
      text: 'Say whether you want specific data deleted, such as your surf sessions and notes, ratings, messages or invited contacts, or your whole account with everything in it.',
    },
    {
      title: `We respond within ${DELETION_RESPONSE_HOURS} hours`,
      text: `We answer every deletion request within ${DELETION_RESPONSE_HOURS} hours to confirm it, and let you know once the deletion is complete.`,
    },
  ],
  warning: {
    title: 'Deletion is permanent',
    text: 'Once data is deleted it cannot be recovered. Deleting your account removes your profile, surf log, session notes, ratings, crew memberships and messages, and you will need to create a new account to use the app again.',
  },
  action: 'Email a deletion request',
  mailtoHint: `Opens your email app with a message to ${brand.supportEmail}, subject "${DELETION_EMAIL_SUBJECT}".`,
} as const;
