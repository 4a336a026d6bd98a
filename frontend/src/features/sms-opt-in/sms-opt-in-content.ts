import { paths } from '../../config/paths';
import { brand } from '../../config/brand';

const name = brand.productName;

export const CONSENT_CHECKBOX_LABEL = `My friend has agreed to receive a text invitation from me via ${name}.`;

export type InviteScreen = { kind: 'invite'; consentTicked: boolean; step: string; caption: string; alt: string } | { kind: 'message'; step: string; caption: string; alt: string };

/** The sample crew and friend the screenshots show. */
export const sampleInvite = {
  crew: 'Dawn Patrol',
  sender: 'Kelly',
  contacts: [
    { name: 'Jordan Reyes', detail: '(831) 555-0142', selected: true },
    { name: 'Sam Okafor', detail: '(415) 555-0187', selected: false },
    { name: 'Ana Lima', detail: '(650) 555-0123', selected: false },
  ],
  sendLabel: 'Send SMS invite',
  screenTitle: 'Invite to crew',
  messageFrom: name,
  message: `Kelly invited you to join the crew "Dawn Patrol" on ${name}, the free surf forecast app. Get it: ${new URL(brand.publicSiteUrl).host}${paths.getApp}. Msg & data rates may apply. Reply STOP to opt out, HELP for help.`,
  messageTime: 'Today 6:12 AM',
} as const;

export const INVITE_SCREENS: readonly InviteScreen[] = [
  {
    kind: 'invite',
    consentTicked: false,
    step: 'Step 1',
    caption: 'The surfer picks a friend to invite. The opt-in checkbox starts unticked, and the Send SMS invite button stays disabled.',
    alt: `${name} invite screen: one contact selected, the consent checkbox unticked and the Send SMS invite button greyed out.`,
  },
  {
    kind: 'invite',
    consentTicked: true,
    step: 'Step 2',
    caption: 'Only after ticking the box to confirm the friend agreed to receive a text does the send action become available.',
    alt: `${name} invite screen: the consent checkbox ticked and the Send SMS invite button enabled.`,
  },
  {
    kind: 'message',
    step: 'Step 3',
    caption: 'The friend receives a single text with the invitation and how to opt out: reply STOP at any time.',
    alt: `A text message from ${name} inviting the friend to the crew, ending with: Reply STOP to opt out, HELP for help.`,
  },
];

export const smsOptInPage = {
  title: `SMS Opt-In | ${name}`,
  description: `How ${name} collects consent before sending a text invitation: screenshots of the opt-in checkbox, and how recipients opt out by replying STOP.`,
  eyebrow: 'SMS opt-in',
  heading: 'How text invitations get consent',
  intro: `${name} texts a friend only when a surfer invites them to a crew and confirms the friend agreed to receive the message. Here is the flow, screen by screen.`,
  screensHeading: 'The invite flow',
  featuresHeading: 'Key features',
  features: [
    { title: 'Consent before every text', text: 'The opt-in checkbox must be ticked for each invitation; it is never pre-ticked.' },
    { title: 'One message per invite', text: 'Each invitation is a single text. No reminders, no marketing.' },
    { title: 'Reply STOP any time', text: 'Recipients opt out by replying STOP, and reply HELP for help.' },
    { title: 'Numbers protected', text: 'Invited phone numbers are hashed before they are stored, and deleted immediately if the invite is rejected.' },
  ],
  policyHeading: 'Opt-in policy',
  policy: [
    `On the ${name} invite screen, the opt-in checkbox must be ticked before the SMS invite send action is enabled. By ticking it, the sender confirms that the person they are inviting agreed to receive a text invitation.`,
    'Message and data rates may apply. Carriers are not liable for delayed or undelivered messages. Mobile numbers and consent are never sold or shared with third parties for marketing.',
  ],
  policyLink: 'Read the full SMS Consent Policy',
} as const;
