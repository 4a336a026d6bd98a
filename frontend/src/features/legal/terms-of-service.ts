import { paths } from '../../config/paths';
import type { DocumentContent } from '../../components/document/document-types';
import { brand } from '../../config/brand';

const name = brand.productName;

export const termsOfService: DocumentContent = {
  title: 'Terms of Service',
  description: `The terms for using the ${brand.productName} surf forecast app and website: accounts, crews, safety, your content and text invitations.`,
  effectiveDate: '2025-06-07',
  summary: `These terms are the agreement between you and ${name} when you use our app and website. Please read them: they explain what you can expect from us, what we expect from you, and why a forecast is never a substitute for your own judgement in the water.`,
  sections: [
    {
      id: 'acceptance',
      heading: 'Accepting these terms',
      blocks: [
        `By creating an account or using the ${name} app or website, you agree to these Terms of Service, our Privacy Policy, our Community Guidelines and our SMS Consent Policy. If you do not agree, please do not use ${name}.`,
        { text: 'How we handle your information is described in our', link: { label: 'Privacy Policy', to: paths.privacyPolicy } },
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who can use the app',
      blocks: [`You must be at least 13 years old to use ${name}. If you are under 18, you confirm that a parent or guardian has agreed to these terms for you.`],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      blocks: [
        'Keep your sign-in details private and tell us right away if you think someone else is using your account. You are responsible for what happens under your account. The information you give us must be accurate, and you may have only one account.',
      ],
    },
    {
      id: 'forecasts-and-safety',
      heading: 'Forecasts and your safety',
      blocks: [
        `${name} forecasts are estimates. They are built from public ocean data and our own models and can be wrong, especially several days ahead. Conditions at a break can change in minutes.`,
        'Surfing is dangerous. Always check conditions in person, know your limits, respect local hazards and warnings, and never rely on the app alone to decide whether it is safe to go out. In an emergency, contact your local emergency services.',
      ],
    },
    {
      id: 'crews-and-community',
      heading: 'Crews and community',
      blocks: [
        'A crew is a group of surfers who plan sessions and chat together. All crew members are equal: there are no moderators or admins with special powers inside a crew.',
        {
          list: [
            'Any member can report content in a crew or spot chat to us.',
            'Any member can leave a crew at any time.',
            'Any member can block another member, who then can no longer message them.',
          ],
        },
        {
          text: 'Everyone using crews and spot chat must follow our',
          link: { label: 'Community Guidelines', to: paths.communityGuidelines },
          after: '. We review reports and may remove content or suspend accounts that break them.',
        },
      ],
    },
    {
      id: 'your-content',
      heading: 'Your content',
      blocks: [
        `You own what you post: messages, session notes, ratings and photos. You give ${name} a worldwide, non-exclusive, royalty-free licence to host, display and process that content only to run and improve the service, for example to show your messages to your crew and to learn from session ratings. The licence ends when you delete the content or your account, except for copies others have already received.`,
      ],
    },
    {
      id: 'sms-invitations',
      heading: 'Text message invitations',
      blocks: [
        'You can invite friends to a crew by text message. Before the invite can be sent, you must tick the opt-in checkbox confirming that your friend agreed to receive it. Recipients can opt out at any time by replying STOP.',
        { text: 'The details are in our', link: { label: 'SMS Consent Policy', to: paths.smsConsentPolicy } },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        'You agree not to:',
        {
          list: [
            'harass, threaten or impersonate others, or post hateful, sexual or violent content;',
            'send spam or invitations to people who have not agreed to receive them;',
            'scrape, copy or resell our forecasts, or access the service by automated means;',
            'reverse engineer the app, interfere with its security, or overload our servers;',
            'use the service for anything unlawful.',
          ],
        },
      ],
    },
    {
      id: 'fees',
      heading: 'Fees',
      blocks: [
        `${name} is free at this time, with no subscription. If we ever introduce paid features, we will tell you clearly in advance, and nothing will be charged without your explicit agreement.`,
      ],
    },
    {
      id: 'third-parties',
      heading: 'Third-party services',
      blocks: [
        'The app is distributed through the Apple App Store and Google Play, whose own terms also apply to your download. Forecasts draw on public data from NOAA and CDIP, which are not responsible for our forecasts.',
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      blocks: [
        `${name} is provided "as is" and "as available". To the fullest extent the law allows, we disclaim all warranties, express or implied, including that forecasts will be accurate, complete or available without interruption.`,
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        `To the fullest extent the law allows, ${name} is not liable for any indirect, incidental or consequential damages, or for any injury or loss arising from decisions you make based on a forecast. Our total liability for any claim is limited to one hundred US dollars.`,
      ],
    },
    {
      id: 'termination',
      heading: 'Ending your use',
      blocks: [
        'You can stop using the app and delete your account at any time. We may suspend or close accounts that break these terms, and we will tell you why unless the law or safety prevents it.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        'These terms are governed by the laws of the State of California. Disputes will be resolved in the state or federal courts located in Santa Cruz County, California, unless the law where you live gives you the right to bring them elsewhere.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        'We may update these terms. We will change the effective date above and, for significant changes, notify you in the app before they apply. Continuing to use the app after that means you accept the new terms.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [{ contact: 'Questions about these terms? Email us at' }],
    },
  ],
};
