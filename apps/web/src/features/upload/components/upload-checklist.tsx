import { CREDIT_TEXT, regionsInMap } from '@paddock/contract';
import { type CreditValues, creditErrors } from '../lib/credit-values';
import type { UploadFormValues } from '../lib/form-values';
import type { UploadPhase } from '../lib/progress';
import { regionsMissingMaterial } from '../lib/region-values';
import { FormChecklist } from './form-checklist';

/** The upload's outline beside the form: each of the six sections, done or what is missing. */
export function UploadChecklist({
  values,
  phase,
  credit,
}: {
  values: UploadFormValues;
  phase: UploadPhase;
  credit: CreditValues;
}) {
  const busy = phase === 'preparing' || phase === 'uploading';
  // Once the region map is counted, only the colours it holds need a material (issue 18).
  const present = values.regionShares ? regionsInMap(values.regionShares) : null;
  const needed = present ? values.regions.filter((r) => present.some((p) => p === r.regionName)) : values.regions;
  const missingRegions = regionsMissingMaterial(needed);
  const filesChosen = [values.liveryTga, values.regionTga].filter(Boolean).length;
  return (
    <FormChecklist
      title="Checklist"
      items={[
        {
          href: '#section-details',
          step: 1,
          label: 'Basic Details',
          done: Boolean(values.title.trim() && values.carClassId && values.carModelId),
          detail: values.title.trim() ? values.title : 'Title, class and model',
        },
        {
          href: '#section-files',
          step: 2,
          label: 'Upload Files',
          done: filesChosen === 2 && values.screenshots.length > 0,
          detail: `${filesChosen} of 2 TGAs · ${values.screenshots.length} screenshot${values.screenshots.length === 1 ? '' : 's'}`,
        },
        {
          href: '#section-regions',
          step: 3,
          label: 'Region Spec Mapping',
          done: missingRegions.length === 0,
          detail: `${needed.length - missingRegions.length} of ${needed.length} regions set`,
        },
        {
          href: '#section-tags',
          step: 4,
          label: 'Tags',
          optional: true,
          done: values.tagIds.length > 0,
          detail: values.tagIds.length > 0 ? `${values.tagIds.length} selected` : 'Optional',
        },
        {
          href: '#section-credit',
          step: 5,
          label: CREDIT_TEXT.sectionTitle,
          optional: true,
          done: credit.source !== 'none' && Object.keys(creditErrors(credit)).length === 0,
          detail:
            credit.source === 'paddock' && credit.original
              ? `${CREDIT_TEXT.basedOnLabel} “${credit.original.title}”`
              : credit.source === 'outside' && credit.name.trim()
                ? `${CREDIT_TEXT.basedOnLabel} “${credit.name.trim()}”`
                : 'Optional',
        },
        {
          href: '#section-submit',
          step: 6,
          label: 'Submit',
          done: phase === 'success',
          detail: busy ? 'In progress…' : phase === 'success' ? 'Uploaded' : 'Prepare and send',
        },
      ]}
    />
  );
}
