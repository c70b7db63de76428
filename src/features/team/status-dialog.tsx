import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { TeamMember } from '@/data/team/get-team';
import { useUpdateStaffMember } from '@/data/team/update-staff-member';
import { userMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';

/** Asks before deactivating (the person is signed out at once) or reactivating a member. */
export function StatusDialog({
  member,
  onClose,
}: {
  member: TeamMember | null;
  onClose: () => void;
}) {
  const update = useUpdateStaffMember({ onError: () => {} });
  const [refusal, setRefusal] = useState<string | null>(null);
  const deactivating = member?.is_active ?? true;
  const close = () => {
    setRefusal(null);
    onClose();
  };

  const confirm = async () => {
    if (!member) return;
    try {
      await update.mutateAsync({ ...member, is_active: !member.is_active });
      toast.success(deactivating ? 'Conta desativada' : 'Conta reativada', {
        description: member.display_name,
      });
      close();
    } catch (error) {
      setRefusal(userMessage(error));
    }
  };

  return (
    <ConfirmDialog
      open={member !== null}
      title={
        deactivating ? `Desativar ${member?.display_name}?` : `Reativar ${member?.display_name}?`
      }
      description={
        deactivating
          ? 'A pessoa sai do painel na hora, em todos os aparelhos, e não consegue mais entrar até ser reativada.'
          : 'A pessoa volta a entrar no painel com o seu nome de usuário e a sua senha.'
      }
      confirmLabel={deactivating ? 'Desativar' : 'Reativar'}
      pending={update.isPending}
      onConfirm={() => void confirm()}
      onClose={close}
    >
      {refusal ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {refusal}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
