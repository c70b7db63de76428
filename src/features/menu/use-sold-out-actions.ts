import { toast } from '@/lib/toast';
import { userMessage } from '@/lib/error-messages';
import { useClearSoldOut } from '@/data/availability/clear-sold-out';
import { useSetAvailability } from '@/data/availability/set-availability';
import { useSetStock } from '@/data/availability/set-stock';

function failed(error: unknown) {
  console.error('Could not change availability', error);
  toast.error('Erro ao atualizar item', { description: userMessage(error) });
}

/** Esgotado (até amanhã / até reativar) or back on sale, with the feedback where the eye is. */
export function useSoldOutToggle() {
  return useSetAvailability({
    onSuccess: (_until, { name, until }) => {
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
    onError: failed,
  });
}

export function useStockSave(onSaved: () => void) {
  return useSetStock({
    onSuccess: (_data, { name }) => {
      toast.success('Estoque salvo', { description: name });
      onSaved();
    },
    onError: failed,
  });
}

export function useReactivateAll() {
  return useClearSoldOut({
    onSuccess: (count) =>
      toast.success('Itens reativados', {
        description:
          count === 1 ? '1 item voltou ao cardápio.' : `${count} itens voltaram ao cardápio.`,
      }),
    onError: failed,
  });
}
