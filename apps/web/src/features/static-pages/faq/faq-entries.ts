import { LIMITS, MATERIALS_BY_REGION, REGION_MAP_RULES, REGIONS, REPORT_REASON_LABELS } from '@paddock/contract';
import { paths } from '@/config/paths';
import type { Block } from '../rich-text';

export const FAQ_CATEGORIES = ['Getting Started', 'Uploading', 'Account', 'Technical', 'Community'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqEntry {
  id: string;
  category: FaqCategory;
  question: string;
  answer: readonly Block[];
}

const LIVERIES_FOLDER = '`Documents/Le Mans Ultimate/UserData/Liveries`';
const words = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2');
const materialsByRegion = REGIONS.map(
  (region) => `**${region}**: ${MATERIALS_BY_REGION[region].map(words).join(', ')}`,
);
const reasons = Object.values(REPORT_REASON_LABELS).join(', ');

/** The FAQ (spec admin-and-pages §2): the upload facts come from the spec, the rest from the site. */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'what-is-paddock',
    category: 'Getting Started',
    question: 'What is Paddock?',
    answer: [
      'Paddock is a free community site for custom car liveries for **Le Mans Ultimate**. Find a paint scheme for your Hypercar, LMP2, GTE or GT3 car, download it, and share your own designs with other sim racers.',
      'Paddock is made by fans and is not affiliated with the makers of Le Mans Ultimate.',
    ],
  },
  {
    id: 'account-needed',
    category: 'Getting Started',
    question: 'Do I need an account to download liveries?',
    answer: [
      'No. Anyone can browse and download liveries. With a free account you can also upload your own, favourite the ones you like and report problems.',
      `[Create an account](${paths.register.path}) in under a minute.`,
    ],
  },
  {
    id: 'find-livery',
    category: 'Getting Started',
    question: 'How do I find a livery for my car?',
    answer: [
      `Open [Browse Liveries](${paths.browseLiveries.path}) and filter by car class, car model or tag, or search by title and author. Sort by newest, most downloaded, most favourited, title or author.`,
      'The search box in the header finds liveries from any page.',
    ],
  },
  {
    id: 'install-livery',
    category: 'Getting Started',
    question: 'How do I install a livery in Le Mans Ultimate?',
    answer: [
      {
        steps: [
          'Press **Download** on the livery page. You get a zip file with two files inside: `customskin.tga` (the livery) and `customskin_region.tga` (its region map).',
          `Unzip both files into ${LIVERIES_FOLDER} (on Windows, the \`UserData\\Liveries\` folder). Create the \`Liveries\` folder if it is not there yet.`,
          'Start the game, open the **showroom**, select the car the livery was made for and choose **Apply to a New Car**.',
          'Assign the materials per region as listed under **Region configuration** on the livery page, so the paint, carbon and chrome look as the painter intended.',
        ],
      },
      'The game reads these two fixed file names, so one custom livery sits in the folder at a time: replace both files to switch to another.',
    ],
  },
  {
    id: 'install-in-lmu',
    category: 'Getting Started',
    question: 'Can Paddock put the livery into the game for me?',
    answer: [
      'Yes, in Chrome, Edge, Opera or Brave on a computer: press **Install in LMU** on the livery page. The first time, pick the game folder (the one holding `UserData`, usually `…\\steamapps\\common\\Le Mans Ultimate`) and allow Paddock to edit files there; the browser remembers the folder and may ask again after a restart.',
      {
        list: [
          'Paddock downloads the livery (it counts as a download), unzips it and writes `customskin.tga` and `customskin_region.tga` into the car’s folder (`UserData\\Liveries`).',
          'Files already there are **copied first** to `UserData\\Liveries\\Paddock backups`: the first time, to **Your original files**, which Paddock never overwrites; after that, to a folder named with the date and the livery they came from. Nothing of yours is overwritten without a backup.',
          'The **Installed** button in the header lists what Paddock installed and its backups: **Restore original files** puts back what was there before Paddock first installed, **Remove** deletes the livery’s files. Liveries you installed show **Installed** on their card, or **Update available** when the painter changed them since.',
          'After installing, start the game, open the **showroom**, choose the car and **Apply to a New Car**.',
        ],
      },
      'Firefox, Safari and mobile browsers cannot write to your folders: use **Download** and unzip as above. Then choose **Apply to a New Car** in the showroom as usual.',
    ],
  },
  {
    id: 'upload-requirements',
    category: 'Uploading',
    question: 'What do I need to upload a livery?',
    answer: [
      {
        list: [
          'The livery file and its region map, both in **tga** format (`customskin.tga` and `customskin_region.tga`).',
          `Between 1 and ${LIMITS.screenshotsMax} screenshots in **jpg or png**. The first one becomes the cover image.`,
          'A title, the car class and car model, and a material for each of the five paint regions.',
          'Optionally a description and tags, so other racers can find it.',
        ],
      },
      `You need to be signed in. Then open [Upload Livery](${paths.uploadLivery.path}).`,
    ],
  },
  {
    id: 'file-sizes',
    category: 'Uploading',
    question: 'How large can my files be?',
    answer: [
      'We recommend keeping each **tga file under 50 MB** and each **screenshot under 10 MB**. You can add up to 5 screenshots.',
      'Your browser zips the two tga files together before the upload, and that zip is what other racers download. Screenshots are converted to WebP and resized to fit 1920×1080, so they load quickly.',
    ],
  },
  {
    id: 'regions-materials',
    category: 'Uploading',
    question: 'What are regions and materials?',
    answer: [
      'The region map paints the car in five flat colours. Each colour is a region, and each region gets a material in the game:',
      { list: materialsByRegion },
      'Most materials also have a style such as matte or shiny, and the metallic ones a flake colour and strength. You choose them while uploading, and the livery page shows them to everyone who downloads.',
    ],
  },
  {
    id: 'region-check-flat-view',
    category: 'Uploading',
    question: 'What is the region check and the flat view?',
    answer: [
      `When you choose your region map, your browser counts its colours before anything is sent and shows the share of each (for example "Red: 31 %, Green: 12 %, … unrecognised: 0.4 %"). The game reads pure black, red, green, blue and white; pixels that are none of them get no material. Above ${REGION_MAP_RULES.warnUnrecognisedAbovePercent} % unrecognised the form warns you, and a region map with none of the five colours is refused. A colour your map does not use (0 %) is greyed out: it needs no material.`,
      'Your browser also makes a flat view of the livery: the texture scaled to 1024 × 1024 and the region map over it. On the livery page the **Flat view** tab beside the screenshots shows it; tick the region map and point at a region to see its material. Liveries uploaded before this existed show their screenshots only.',
    ],
  },
  {
    id: 'edit-delete',
    category: 'Uploading',
    question: 'Can I edit or delete a livery after uploading it?',
    answer: [
      `Yes. In [My Liveries](${paths.myLiveries.path}) choose **Edit livery** to change the title, description, car, tags and region settings. The files themselves stay as uploaded: to change them, upload a new version.`,
      'To delete a livery, open it and press **Delete**. This cannot be undone.',
    ],
  },
  {
    id: 'create-account',
    category: 'Account',
    question: 'How do I create an account?',
    answer: [
      `[Register](${paths.register.path}) with your e-mail address, a username and a password of at least ${LIMITS.passwordMin} characters, and accept the Terms of Service and Privacy Policy. Then follow the confirmation link we e-mail you (check your spam folder if it does not arrive).`,
      'You must be at least 16 years old to create an account.',
    ],
  },
  {
    id: 'forgot-password',
    category: 'Account',
    question: 'I forgot my password. What now?',
    answer: [
      `On the [Login](${paths.login.path}) page, enter your e-mail address and choose **Forgot password**. We e-mail you a link to choose a new password. For your security the link expires after a while; request a new one if it has.`,
    ],
  },
  {
    id: 'change-details',
    category: 'Account',
    question: 'How do I change my username, e-mail address or password?',
    answer: [
      `Open [Settings](${paths.settings.path}) from the menu under your username. A new e-mail address takes effect once you confirm it from that address.`,
    ],
  },
  {
    id: 'your-data',
    category: 'Account',
    question: 'How do I export or delete my data?',
    answer: [
      `In [Settings](${paths.settings.path}) you can:`,
      {
        list: [
          '**Export** your personal data as a file.',
          '**Anonymise** your account: your personal data is erased and your liveries stay online under an anonymous author.',
          '**Delete** your account together with your liveries, screenshots and favourites.',
        ],
      },
      `See the [Privacy Policy](${paths.privacyPolicy.path}) for everything about your data.`,
    ],
  },
  {
    id: 'not-in-game',
    category: 'Technical',
    question: 'The livery does not show up in the game.',
    answer: [
      {
        list: [
          `Check that both files sit directly in ${LIVERIES_FOLDER}, not in a subfolder created while unzipping.`,
          'Check the names: exactly `customskin.tga` and `customskin_region.tga`.',
          'Make sure you chose **Apply to a New Car** on the car model the livery was made for. It is shown on the livery page.',
          'Restart the game if it was running while you copied the files.',
        ],
      },
    ],
  },
  {
    id: 'download-fails',
    category: 'Technical',
    question: 'The download does not start or the zip is broken.',
    answer: [
      'Allow downloads from Paddock in your browser and try again. Browser extensions that block downloads or pop-ups can get in the way too.',
      'If the file itself is broken, tell the painter by reporting the livery with the reason **Broken File**.',
    ],
  },
  {
    id: 'browsers',
    category: 'Technical',
    question: 'Which browsers and devices can I use?',
    answer: [
      'Any current version of Chrome, Edge, Firefox or Safari. Browsing and downloading work on phones too. For uploading, use a computer: your browser zips the tga files before sending them, which needs some memory with large files.',
    ],
  },
  {
    id: 'favourites',
    category: 'Community',
    question: 'How do favourites work?',
    answer: [
      'Press the heart on a livery page to favourite it. It tells the painter you like their work and helps other racers find the best liveries. Press it again to remove it. You need to be signed in.',
    ],
  },
  {
    id: 'report',
    category: 'Community',
    question: 'How do I report a livery?',
    answer: [
      `Open the livery and press **Report**. Choose a reason (${reasons}) and add a comment of up to ${LIMITS.reportCommentMax} characters if it helps. Our moderators review every report.`,
    ],
  },
  {
    id: 'others-designs',
    category: 'Community',
    question: "Can I upload a livery based on someone else's design?",
    answer: [
      'Only with the permission of the original painter, and give them credit in the description. Liveries uploaded without permission are removed when reported as stolen content.',
      'Replicas of real race cars are welcome. Please do not copy another painter’s replica file.',
    ],
  },
  {
    id: 'contact-team',
    category: 'Community',
    question: 'How do I reach the Paddock team?',
    answer: [`Send us a message through the [Contact](${paths.contact.path}) page. We reply within 24 hours.`],
  },
];
