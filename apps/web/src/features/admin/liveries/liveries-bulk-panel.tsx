import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { failureDetail } from '@/lib/error-messages';
import { useCarClasses, useCarModels, useTags } from '@/lib/queries/catalogue';
import { BulkBar } from '../components/bulk-bar';
import { ItemOptions } from '../components/form-modal';
import { type LiveryBulkInput, useBulkLiveries } from './admin-liveries-api';
import { ADMIN_LIVERY_MESSAGES } from './livery-messages';

interface LiveriesBulkPanelProps {
  selectedIds: number[];
  onClear: () => void;
  onDelete: () => void;
}

/** Bulk actions on the selected liveries: delete, move to another class and model, add a tag. */
export function LiveriesBulkPanel({ selectedIds, onClear, onDelete }: LiveriesBulkPanelProps) {
  const [classId, setClassId] = useState('');
  const [modelId, setModelId] = useState('');
  const [tagId, setTagId] = useState('');
  const classes = useCarClasses();
  const models = useCarModels(classId ? Number(classId) : undefined);
  const tags = useTags();
  const bulk = useBulkLiveries();

  const run = (input: LiveryBulkInput, success: (updated: number) => string) =>
    bulk.mutate(input, {
      onSuccess: ({ updated }) => {
        toast.success(success(updated));
        onClear();
      },
      onError: (error) => toast.error(ADMIN_LIVERY_MESSAGES.bulkFailed(failureDetail(error))),
    });
  const modelName = models.data?.find((m) => String(m.id) === modelId)?.name ?? '';
  const tagName = tags.data?.find((t) => String(t.id) === tagId)?.name ?? '';
  const group = 'flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-center';

  return (
    <BulkBar count={selectedIds.length} onClear={onClear}>
      <Button size="sm" disabled={bulk.isPending} onClick={onDelete}>
        Delete Selected
      </Button>
      <div className={group}>
        <Select
          aria-label="New car class"
          value={classId}
          onChange={(e) => {
            setClassId(e.target.value);
            setModelId('');
          }}
          className="sm:w-40"
        >
          <ItemOptions blank="Class..." items={classes.data} />
        </Select>
        <Select
          aria-label="New car model"
          value={modelId}
          onChange={(e) => setModelId(e.target.value)}
          disabled={!classId}
          className="sm:w-48"
        >
          <ItemOptions blank="Model..." items={classId ? models.data : []} />
        </Select>
        <Button
          variant="secondary"
          size="sm"
          disabled={!modelId || bulk.isPending}
          onClick={() =>
            run({ ids: selectedIds, action: 'changeModel', carModelId: Number(modelId) }, (n) =>
              ADMIN_LIVERY_MESSAGES.bulkMoved(n, modelName),
            )
          }
        >
          Change Class
        </Button>
      </div>
      <div className={group}>
        <Select aria-label="Tag to add" value={tagId} onChange={(e) => setTagId(e.target.value)} className="sm:w-40">
          <ItemOptions blank="Tag..." items={tags.data} />
        </Select>
        <Button
          variant="secondary"
          size="sm"
          disabled={!tagId || bulk.isPending}
          onClick={() =>
            run({ ids: selectedIds, action: 'addTag', tagId: Number(tagId) }, (n) =>
              ADMIN_LIVERY_MESSAGES.bulkTagged(n, tagName),
            )
          }
        >
          Add Tag
        </Button>
      </div>
    </BulkBar>
  );
}
