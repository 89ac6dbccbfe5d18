import type { LiveryListItem } from '@paddock/contract';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { TextField } from '@/components/ui/form/form-controls';
import { failureDetail } from '@/lib/error-messages';
import { useCarClasses, useCarModels } from '@/lib/queries/catalogue';
import { FormModal, ItemOptions, SelectField } from '../components/form-modal';
import { useUpdateLivery } from './admin-liveries-api';
import { ADMIN_LIVERY_MESSAGES } from './livery-messages';

/** Edit a livery's title, class and model (PATCH /api/admin/liveries/{id}); both selects are required. */
export function LiveryEditModal({ livery, onClose }: { livery: LiveryListItem | null; onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [classId, setClassId] = useState('');
  const [modelId, setModelId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const classes = useCarClasses();
  const models = useCarModels(classId ? Number(classId) : undefined);
  const update = useUpdateLivery();

  // The list only names the class and model: pick them by name once their options have loaded.
  useEffect(() => {
    if (!livery) return;
    setTitle(livery.title);
    setError(null);
    setModelId('');
    setClassId(String(classes.data?.find((c) => c.name === livery.carClassName)?.id ?? ''));
  }, [livery, classes.data]);
  useEffect(() => {
    if (!livery || !models.data) return;
    const match = models.data.find((m) => m.name === livery.carModelName && m.carClassName === livery.carClassName);
    setModelId((current) => current || String(match?.id ?? ''));
  }, [livery, models.data]);

  const save = () => {
    if (!livery || !modelId) return;
    setError(null);
    update.mutate(
      { id: livery.id, input: { title: title.trim(), carModelId: Number(modelId) } },
      {
        onSuccess: () => {
          toast.success(ADMIN_LIVERY_MESSAGES.updated);
          onClose();
        },
        onError: (failure) => setError(ADMIN_LIVERY_MESSAGES.updateFailed(failureDetail(failure))),
      },
    );
  };

  return (
    <FormModal
      open={livery !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit Livery"
      onSubmit={save}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      pending={update.isPending}
      error={error}
      submitDisabled={!classId || !modelId || !title.trim()}
    >
      <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} autoComplete="off" />
      <SelectField
        label="Car Class"
        value={classId}
        onChange={(e) => {
          setClassId(e.target.value);
          setModelId('');
        }}
      >
        <ItemOptions blank="Choose a class" items={classes.data} />
      </SelectField>
      <SelectField
        label="Car Model"
        value={modelId}
        onChange={(e) => setModelId(e.target.value)}
        disabled={!classId || !models.data}
      >
        <ItemOptions blank={classId ? 'Choose a model' : 'Choose a class first'} items={classId ? models.data : []} />
      </SelectField>
    </FormModal>
  );
}
