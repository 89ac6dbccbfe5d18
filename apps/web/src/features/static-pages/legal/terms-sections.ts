import { paths } from '@/config/paths';
import { contactLine, type LegalSection } from './legal-document';

/** The terms of service: plain language, Danish law, 30 days' notice of material changes. */
export function termsSections(contactEmail: string | null): LegalSection[] {
  return [
    {
      id: 'agreement',
      title: 'About these terms',
      blocks: [
        'These terms are the agreement between you and Paddock, the community website for sharing Le Mans Ultimate liveries, run from Denmark. By creating an account or using the site you accept them. If you do not agree, please do not use Paddock.',
        `How we handle personal data is explained in our [Privacy Policy](${paths.privacyPolicy.path}).`,
      ],
    },
    {
      id: 'eligibility',
      title: 'Who can use Paddock',
      blocks: [
        'Anyone may browse and download liveries. To create an account you must be at least **16 years old**, give a real e-mail address that you control, and not have had an account removed by us before.',
      ],
    },
    {
      id: 'account',
      title: 'Your account',
      blocks: [
        {
          list: [
            'Keep your password to yourself; you are responsible for what happens under your account.',
            'One account per person. Do not pick a username that imitates another member, a team or a brand.',
            'Tell us straight away if you think someone else has used your account.',
          ],
        },
      ],
    },
    {
      id: 'your-content',
      title: 'Your liveries and other content',
      blocks: [
        'You keep the rights to what you upload. So that we can run the site, you give Paddock a free, worldwide, non-exclusive licence to store, copy, convert (for example screenshots to smaller images), display and distribute your content on Paddock, for as long as it is on the site.',
        'Other members may download your liveries and use them in Le Mans Ultimate for their own, non-commercial play, including in online races and streams. They may not re-upload or sell your work without your permission.',
        'When you upload, you confirm that:',
        {
          list: [
            'the livery is your own work, or you have the permission of its creator (and credit them);',
            'any logos, sponsor marks or artwork you use do not infringe anyone else’s rights, beyond the usual non-commercial recreation of real race cars in a simulator;',
            'the files are what they claim to be: a working livery for the stated car, without anything hidden in them.',
          ],
        },
        'You can edit or delete your liveries at any time. Copies that others have already downloaded cannot be recalled.',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'What is not allowed',
      blocks: [
        {
          list: [
            'Content that is illegal, hateful, harassing, sexually explicit or violent, or that infringes someone else’s rights.',
            'Stolen liveries, misleading titles or screenshots, spam and advertising.',
            'Anything harmful in uploads, attempts to break into accounts or systems, or getting around our limits and security.',
            'Collecting data from Paddock with automated tools, or putting an unreasonable load on the site.',
          ],
        },
      ],
    },
    {
      id: 'moderation',
      title: 'Reports, moderation and removal',
      blocks: [
        'Anyone signed in can report a livery. Our moderators review reports and may remove content that breaks these terms or the law, and may suspend or ban accounts, temporarily or permanently, depending on how serious or repeated the problem is. Where we can, we tell you why.',
        `If you think we got it wrong, or that something on Paddock infringes your rights, contact us ${contactLine(contactEmail)} and we will look at it again.`,
      ],
    },
    {
      id: 'the-game',
      title: 'Le Mans Ultimate and other trademarks',
      blocks: [
        'Paddock is an independent fan site. It is not affiliated with, endorsed by or connected to the makers or publishers of Le Mans Ultimate, the 24 Hours of Le Mans or the FIA World Endurance Championship. Their names and marks belong to their owners. Team, car and sponsor names in liveries belong to their respective owners.',
      ],
    },
    {
      id: 'service',
      title: 'The service',
      blocks: [
        'Paddock is free. We work to keep it running and safe, but we cannot promise it will always be available or free of errors, and we may change or stop features. Liveries are made by the community and provided as they are: we check uploaded files for their format, not for quality, and we do not guarantee that a livery works with every version of the game.',
      ],
    },
    {
      id: 'liability',
      title: 'Liability',
      blocks: [
        'As far as the law allows, Paddock is not liable for indirect losses, or for losses caused by content that members upload or by your use of downloaded files. Nothing in these terms limits liability that cannot be limited by law, such as for intent or gross negligence, or your mandatory rights as a consumer.',
      ],
    },
    {
      id: 'ending',
      title: 'Ending your account',
      blocks: [
        `You can stop using Paddock at any time, and delete or anonymise your account in [Settings](${paths.settings.path}). We may close an account that seriously or repeatedly breaks these terms.`,
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        'We may update these terms as Paddock develops. We give at least **30 days’ notice** of material changes, by e-mail to account holders or on the site, before they take effect. If you do not agree with the new terms you can delete your account before then; if you keep using Paddock afterwards, the new terms apply.',
      ],
    },
    {
      id: 'law',
      title: 'Governing law and disputes',
      blocks: [
        'These terms are governed by **Danish law**, and disputes go to the Danish courts. If you are a consumer living elsewhere in the EU, you also keep the protection of the mandatory rules of your own country and may bring a case there. We would always rather solve a problem directly, so please contact us first.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [`Questions about these terms? Reach us ${contactLine(contactEmail)}. We reply within 24 hours.`],
    },
  ];
}
