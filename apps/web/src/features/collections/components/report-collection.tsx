import {
  COLLECTION_REPORT_REASON_LABELS,
  COLLECTION_REPORT_REASONS,
  type CollectionDetail,
  type CollectionReportInput,
  CollectionReportInputSchema,
} from '@paddock/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { ReportForm } from '@/components/report/report-form';
import { Button } from '@/components/ui/button';
import { FlagIcon } from '@/components/ui/icons/common-icons';
import { Modal } from '@/components/ui/modal';
import { serverMessage } from '@/lib/error-messages';
import { useReportCollection } from '../api/report-collection';
import { COLLECTION_UI } from '../lib/messages';

/**
 * Report on a public collection or league pack (issue 34 §17), for signed-in members other than its
 * owner: the livery report's dialog with the collection reasons. The server refuses the rest too.
 */
export function ReportCollection({ collection }: { collection: Pick<CollectionDetail, 'id' | 'name'> }) {
  const [open, setOpen] = useState(false);
  const report = useReportCollection();
  const submit = (input: CollectionReportInput) =>
    report.mutate(
      { id: collection.id, input },
      {
        onSuccess: () => {
          toast.success(COLLECTION_UI.reported);
          setOpen(false);
        },
        onError: (error) => toast.error(serverMessage(error, COLLECTION_UI.reportFailed)),
      },
    );
  return (
    <>
      <Button
        variant="ghost"
        onClick={() => {
          report.reset();
          setOpen(true);
        }}
      >
        <FlagIcon /> {COLLECTION_UI.report}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        dismissible={!report.isPending}
        title={COLLECTION_UI.reportTitle}
        description={
          <>
            Tell our moderators what is wrong with <strong className="text-ink-50">“{collection.name}”</strong>. A
            livery in it is reported on its own page.
          </>
        }
      >
        <ReportForm
          reasons={COLLECTION_REPORT_REASONS}
          labels={COLLECTION_REPORT_REASON_LABELS}
          schema={CollectionReportInputSchema}
          placeholder={COLLECTION_UI.reportPlaceholder}
          pending={report.isPending}
          onSubmit={submit}
          onCancel={() => setOpen(false)}
        />
      </Modal>
    </>
  );
}
