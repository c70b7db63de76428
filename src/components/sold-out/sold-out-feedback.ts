import { failureToast } from '@/lib/failure-toast';
import { toast } from '@/lib/toast';
import type { SoldOutChoice } from './sold-out-control';

// The words every screen with the Esgotado control says back (the mutations live in src/data and
// take these as their onSuccess / onError).

export const availabilityFailed = failureToast(
  'Erro ao atualizar item',
  'Could not change availability',
);

export const soldOutToggleFeedback = {
  onSuccess: (_until: unknown, { name, until }: { name: string; until: SoldOutChoice }) => {
    if (until === null)
      toast.success('Item reativado', { description: `${name} voltou ao cardápio.` });
    else
      toast('Item esgotado', {
        description:
          until === 'tomorrow'
            ? `${name} aparece como esgotado até o início do próximo dia.`
            : `${name} aparece como indisponível até você reativar.`,
      });
  },
  onError: availabilityFailed,
};

export const reactivateAllFeedback = {
  onSuccess: (count: number) =>
    toast.success('Itens reativados', {
      description:
        count === 1 ? '1 item voltou ao cardápio.' : `${count} itens voltaram ao cardápio.`,
    }),
  onError: availabilityFailed,
};
