export interface ClosedShopConfirmProps {
  paused: boolean;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** With the shop closed or paused, a staff order goes in only once this is ticked (recorded). */
export function ClosedShopConfirm({ paused, checked, onCheckedChange }: ClosedShopConfirmProps) {
  return (
    <label className="flex items-start gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <span>
        {paused ? 'A loja está pausada.' : 'A loja está fechada.'} Lançar o pedido mesmo assim (fica
        registrado).
      </span>
    </label>
  );
}
