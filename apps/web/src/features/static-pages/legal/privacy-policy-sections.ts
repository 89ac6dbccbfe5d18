import { paths } from '@/config/paths';
import { contactLine, type LegalSection } from './legal-document';

const settings = `[Settings](${paths.settings.path})`;

/** The privacy policy, written for what Paddock actually stores and does. */
export function privacyPolicySections(contactEmail: string | null): LegalSection[] {
  return [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        'Paddock is a community website, run from Denmark, where players of Le Mans Ultimate share custom car liveries. We are the data controller for the personal data described here, and we handle it under the EU General Data Protection Regulation (GDPR) and the Danish Data Protection Act.',
        `You can reach us about anything in this policy ${contactLine(contactEmail)}.`,
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      blocks: [
        {
          list: [
            '**Your account**: e-mail address, username, password (stored only as a one-way hash, never readable by us), your role, the date you registered, and when you accepted our Terms of Service and this policy.',
            '**What you publish**: your liveries with their files, screenshots, title, description, car, tags and paint settings, plus your favourites and the reports you send. Screenshots are re-encoded when uploaded, which removes hidden metadata such as camera details or location.',
            '**Messages you send us** through the contact form: your name, e-mail address, subject and message, and, only if you tick the box, your user ID, username and account e-mail.',
            '**Technical data**: when you sign in we keep your IP address and browser type with the session, to protect your account. Our servers log requests for security and troubleshooting. To count each download once, we store a one-way hash of your connection rather than your IP address itself.',
            '**Analytics**, only if you accept cookies: the pages you visit, roughly where you are (country or city), and your type of device and browser. See “Cookies and analytics” below.',
          ],
        },
        'We do not ask for, and ask you not to send us, sensitive data such as health information.',
      ],
    },
    {
      id: 'why',
      title: 'Why we use it, and on what legal basis',
      blocks: [
        {
          list: [
            '**To run your account and publish your liveries**: needed to provide the service you signed up for (GDPR Article 6(1)(b)).',
            '**To keep Paddock safe**: preventing abuse, spam and attacks, limiting repeated requests, moderating reported content and enforcing our Terms. This is our legitimate interest in a safe community (Article 6(1)(f)).',
            '**To answer your messages**: our legitimate interest in helping you, or steps you asked for before or under our agreement (Article 6(1)(b) and (f)).',
            '**To e-mail you about your account**: confirming your address, resetting your password and telling you about material changes to our terms. We do not send marketing e-mails.',
            '**To understand how the site is used** through analytics: only with your consent (Article 6(1)(a)), which you can withdraw at any time.',
            '**To meet legal obligations**, for example when the law requires us to keep or hand over certain information (Article 6(1)(c)).',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and analytics',
      blocks: [
        '**Essential**: when you sign in we set one session cookie, `paddock.session_token`, which keeps you signed in for up to seven days without use, and never more than 30 days after you signed in. The site cannot work without it, so it needs no consent. Your answer to the cookie banner is kept in your browser’s local storage, not in a cookie. So is the e-mail address you sign up with, for at most a day, so that the login page can fill it in after you confirm it; it is removed when you log in.',
        '**Analytics, only with your consent**: if you press **Accept** on the cookie banner, we load Google Analytics, which sets its own cookies (such as `_ga`) to count visits and pages. If you decline, or do not answer, no analytics script is loaded and no analytics cookies are set. Advertising features are switched off.',
        'You can change your mind at any time: clear the data stored for this site in your browser and the banner asks again. From then on no new analytics data is collected unless you accept again.',
      ],
    },
    {
      id: 'sharing',
      title: 'Who can see your data',
      blocks: [
        '**Everyone** can see your username, the month and year you joined, and the liveries you publish with their download and favourite counts. Your e-mail address is never shown publicly.',
        '**Our moderators and administrators** see what they need to handle reports, messages and accounts.',
        '**Service providers** that work for us under a data processing agreement: hosting and file storage, e-mail delivery, and (only with your consent) Google for analytics. Google may process analytics data in the United States, under the EU–US Data Privacy Framework and the European Commission’s standard contractual clauses.',
        'We never sell your personal data, and we share it with authorities only when the law requires it.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        {
          list: [
            'Account data: for as long as your account exists. When you delete your account it is removed; when you anonymise it, your personal data is erased and your liveries stay under an anonymous author.',
            'Sessions: until you sign out, never longer than seven days without use, and never longer than 30 days after you signed in (then you sign in again).',
            'Contact messages: as long as needed to help you and follow up, and no longer than two years.',
            'Server logs: a short period for security and troubleshooting, normally no more than 30 days.',
            'Backups: removed data can remain in encrypted backups for a short time until they are overwritten.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        'Under the GDPR you have the right to access your data, to correct it, to have it erased, to restrict or object to how we use it, to receive it in a portable format, and to withdraw consent at any time without affecting what happened before.',
        `Most of this you can do yourself in ${settings}:`,
        {
          list: [
            '**Export** your personal data as a file you can keep or take elsewhere.',
            '**Update** your username, e-mail address and password.',
            '**Anonymise** your account: your personal data is erased and your liveries stay online under an anonymous author.',
            '**Delete** your account together with your liveries, screenshots and favourites.',
          ],
        },
        `For anything else, contact us ${contactLine(contactEmail)}. We answer within one month. If you think we handle your data unlawfully, you can complain to the Danish Data Protection Agency (Datatilsynet, [datatilsynet.dk](https://www.datatilsynet.dk)) or the authority where you live.`,
      ],
    },
    {
      id: 'age',
      title: 'Minimum age',
      blocks: [
        'You must be at least 16 years old to create an account on Paddock. We do not knowingly collect data from younger children; if you believe a child under 16 has an account, tell us and we will delete it.',
      ],
    },
    {
      id: 'security',
      title: 'Security',
      blocks: [
        'All traffic to Paddock is encrypted, passwords are stored only as strong one-way hashes, sign-in attempts are rate limited, and access to personal data is limited to the people who need it. No system is perfectly secure: if a breach affects your data, we will tell you and the authorities as the law requires.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        'When we change this policy we update the date at the top. If a change materially affects how we use your data, we tell you by e-mail or on the site before it takes effect.',
      ],
    },
  ];
}
