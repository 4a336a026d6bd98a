import { paths } from '../../config/paths';
import type { DocumentContent } from '../../components/document/document-types';
import { DELETION_RESPONSE_HOURS } from '../../lib/support';
import { brand } from '../../config/brand';

const name = brand.productName;

export const privacyPolicy: DocumentContent = {
  title: 'Privacy Policy',
  description: `How ${brand.productName} collects, uses and protects your information: hashed contact data, no data sales, and your choices.`,
  effectiveDate: '2025-03-28',
  summary: `This policy explains what ${name} collects when you use our surf forecast app and website, why we collect it, and the choices you have. The short version: we collect what we need to forecast your breaks and run your crews, we never sell your data, and contact details you share with us are hashed or deleted as soon as we no longer need them.`,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        `${name} ("we", "us") makes a free mobile app for iOS and Android that gives surfers AI-powered forecasts for Northern California breaks, from Marin to Santa Cruz, plus crews, spot chat and a surf log. This policy covers the app and this website.`,
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      blocks: [
        'Information you give us:',
        {
          list: [
            'Account details: your name, email address and, if you choose to verify it, your phone number.',
            'Your profile: a display name, an optional photo and your home breaks.',
            'Surf activity: sessions you log, session notes, the ratings you give to sessions and forecasts, and your favourite spots.',
            'Crews and messages: the crews you create or join and the messages you post in crew chat and spot chat.',
            'Contacts you choose to invite: the phone number or email address of each friend you select when you invite them to a crew.',
            'Support requests: what you send us through the support form or by email.',
          ],
        },
        'Information collected automatically:',
        {
          list: [
            'Approximate or precise location, only if you allow it, to show the spots near you.',
            'Device and app information such as device model, operating system version, app version and crash reports.',
            'Usage information such as which forecasts you open, so we can improve them. On this website we count page views and store-button clicks first-party, without cookies and without personal data.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use information',
      blocks: [
        {
          list: [
            'To provide the app: forecasts, recommendations, your surf log, crews and chat.',
            'To personalise recommendations for the breaks and conditions you like.',
            'To improve our forecasts: session ratings help our models learn how each break responds to swell, wind and tide.',
            'To keep the community safe: to review reported content and enforce our Community Guidelines.',
            'To answer your support requests and send you service messages about your account.',
          ],
        },
        'We do not use your information for third-party advertising.',
      ],
    },
    {
      id: 'contacts-and-invitations',
      heading: 'Contacts and invitations',
      blocks: [
        `${name} never uploads your address book. When you invite friends to a crew, only the contacts you pick are used, and only to send that invitation.`,
        'Contact data is hashed: before a phone number or email address of a contact is stored, it is converted with a one-way cryptographic hash, so we can recognise a friend who is already on the app without keeping their readable contact details.',
        "If an invited person rejects an invitation, that person's contact data is deleted immediately, together with the pending invite.",
        {
          text: 'Invitations sent by text message follow our',
          link: { label: 'SMS Consent Policy', to: paths.smsConsentPolicy },
          after: ': the sender must confirm the recipient agreed to receive the message, and recipients can opt out by replying STOP.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'How we share information',
      blocks: [
        'We do not sell your personal information, and we do not share it for cross-context behavioural advertising. We share it only:',
        {
          list: [
            'With the members of your crews and spot chats, who see your display name, your messages and the sessions you choose to share.',
            'With service providers who host our servers, deliver text messages and email, and help us diagnose crashes, under contracts that limit them to working for us.',
            'When the law requires it, or to protect the safety of our users or the public.',
            `If ${name} is involved in a merger or acquisition, in which case this policy continues to apply to your information.`,
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep information',
      blocks: [
        'We keep your account information for as long as your account is open. Messages and sessions stay until you delete them or your account. Support requests are kept for up to two years so we can follow up on recurring problems. Data about rejected invitations is not kept at all.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your choices and rights',
      blocks: [
        {
          list: [
            'Access and correct your information in the app, under Profile and Settings.',
            'Turn location access off at any time in your device settings.',
            `Delete specific data, such as a session or a message, in the app, or ask us to delete specific data or your whole account. We answer deletion requests within ${DELETION_RESPONSE_HOURS} hours.`,
            'California residents have the right to know, correct and delete their personal information and to not be discriminated against for exercising these rights. We do not sell or share personal information as the California Consumer Privacy Act defines those terms.',
          ],
        },
        { text: 'To ask for deletion, follow the steps on our', link: { label: 'account deletion page', to: paths.deleteAccount } },
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        'We encrypt data in transit, limit access to personal information to the people who need it to run the service, and hash contact data as described above. No system is perfectly secure, so please use a strong password and tell us right away if you suspect misuse of your account.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        `${name} is not directed at children under 13, and we do not knowingly collect information from them. If you believe a child has given us information, contact us and we will delete it.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: ['When we change this policy we will update the effective date above and, for significant changes, tell you in the app before they take effect.'],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [{ contact: 'Questions about your privacy? Email us at' }],
    },
  ],
};
