import { paths } from '../../config/paths';
import type { DocumentContent } from '../../components/document/document-types';
import { brand } from '../../config/brand';

const name = brand.productName;

export const communityGuidelines: DocumentContent = {
  title: 'Community Guidelines',
  description: `How ${brand.productName} crews and spot chats work: equal members, no moderators, and how to report content, leave a crew or block a member.`,
  effectiveDate: '2025-01-26',
  summary: `${name} crews and spot chats work like a good lineup: people share waves, look out for each other and keep the vibe friendly. These guidelines describe what that means in the app.`,
  sections: [
    {
      id: 'spirit',
      heading: 'Respect the lineup',
      blocks: [
        'Treat people in the app the way you would want to be treated in the water. Newcomers and locals, longboarders and shortboarders, groms and veterans all belong here.',
      ],
    },
    {
      id: 'how-crews-work',
      heading: 'How crews work',
      blocks: [
        'Crews are small groups that plan sessions and share reports. All crew members are equal: there are no moderators, and nobody inside a crew can delete your messages or remove you. That makes everyone responsible for the tone of the crew, and gives everyone the same tools:',
        {
          list: [
            'Report content: any member can report a message, photo or session note to us for review.',
            'Leave a crew: any member can leave a crew at any time, with no notice to give.',
            'Block a member: any member can block another member, who then can no longer message them or see their shared sessions.',
          ],
        },
      ],
    },
    {
      id: 'be-respectful',
      heading: 'Be respectful',
      blocks: [
        {
          list: [
            'No harassment, bullying, threats or personal attacks.',
            'No hate speech or slurs about anyone’s race, ethnicity, religion, gender, sexual orientation, disability or origin.',
            'No sexual content, and nothing at all sexual involving minors.',
            'Disagree about conditions, boards or spots as much as you like, but keep it about the surf, not the person.',
          ],
        },
      ],
    },
    {
      id: 'keep-it-safe',
      heading: 'Keep each other safe',
      blocks: [
        {
          list: [
            'Share honest reports. Overstating conditions can put less experienced surfers in danger.',
            'Do not encourage anyone to paddle out in conditions beyond their ability.',
            'If someone is in danger, call local emergency services first, then tell the crew.',
          ],
        },
      ],
    },
    {
      id: 'privacy',
      heading: 'Respect privacy',
      blocks: [
        "Do not post other people's phone numbers, addresses or other personal details, and do not share photos or videos of people who have asked you not to. Only invite friends who want to hear from you.",
      ],
    },
    {
      id: 'no-spam',
      heading: 'No spam or scams',
      blocks: [
        'No advertising, repeated messages, chain messages, fake giveaways or links to scams. Surf schools, shops and shapers are welcome to chat like anyone else, but not to use crews as an advertising channel.',
      ],
    },
    {
      id: 'reporting-and-enforcement',
      heading: 'Reporting and enforcement',
      blocks: [
        'Our team reviews every report. Depending on how serious a problem is, we may remove content, warn the person who posted it, limit their account or close it. Serious threats are passed to the authorities.',
        'Reporting is confidential: the person you report is not told who reported them.',
        { text: 'For anything else, send a request through our', link: { label: 'support page', to: paths.support } },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [{ contact: 'Something the in-app tools do not cover? Email us at' }],
    },
  ],
};
