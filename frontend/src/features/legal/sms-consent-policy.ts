import { paths } from '../../config/paths';
import type { DocumentContent } from '../../components/document/document-types';
import { brand } from '../../config/brand';

const name = brand.productName;

export const smsConsentPolicy: DocumentContent = {
  title: 'SMS Consent Policy',
  description: `How ${brand.productName} collects consent for text invitations, what it sends, and how to opt out by replying STOP.`,
  effectiveDate: '2025-06-07',
  summary: `${name} sends text messages only when a surfer invites a friend to a crew and has confirmed that the friend agreed to receive the invitation. This policy explains how that consent is collected, what we send, and how to stop it.`,
  sections: [
    {
      id: 'messages-we-send',
      heading: 'Messages we send',
      blocks: [
        `When you invite a friend to a crew by phone number, ${name} sends that friend one text message on your behalf, with your name, the crew name and a link to download the app. We also send one-time sign-in codes if you choose to verify your own phone number. We never send marketing or promotional texts.`,
      ],
    },
    {
      id: 'how-consent-is-collected',
      heading: 'How consent is collected',
      blocks: [
        'On the invite screen, next to the send action, is an opt-in checkbox: "My friend has agreed to receive a text invitation from me via ' +
          name +
          '." The checkbox must be ticked before the SMS invite send action is enabled. It is never ticked by default.',
        'By ticking it, you confirm that the person you are inviting agreed to receive the message.',
        { text: 'Screenshots of this flow are on our', link: { label: 'SMS opt-in page', to: paths.smsOptIn } },
      ],
    },
    {
      id: 'frequency-and-cost',
      heading: 'Message frequency and cost',
      blocks: [
        'Each invitation is a single message; we do not send reminders. Message and data rates may apply, depending on the recipient’s mobile plan. Carriers are not liable for delayed or undelivered messages.',
      ],
    },
    {
      id: 'opting-out',
      heading: 'Opting out',
      blocks: [
        {
          list: [
            'Reply STOP to any message from us to opt out. We send one confirmation and no further texts to that number.',
            'Reply HELP for help, or contact us at the address below.',
            'If you reject an invitation, your phone number is deleted immediately.',
          ],
        },
      ],
    },
    {
      id: 'your-number',
      heading: 'What happens to your number',
      blocks: [
        'Phone numbers of invited contacts are hashed before they are stored, so we keep no readable copy. Mobile numbers and SMS consent are never sold or shared with third parties for their marketing; they are shared only with the text-message provider that delivers the invitation.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [{ contact: 'Questions about text messages from us? Email us at' }],
    },
  ],
};
