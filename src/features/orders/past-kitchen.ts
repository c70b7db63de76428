/** '2 a caminho · 1 pronto para retirada': the accepted orders past the kitchen. */
export function pastKitchen(outForDelivery: number, readyForPickup: number): string | undefined {
  const parts = [
    outForDelivery > 0 ? `${outForDelivery} a caminho` : '',
    readyForPickup > 0
      ? `${readyForPickup} ${readyForPickup === 1 ? 'pronto' : 'prontos'} para retirada`
      : '',
  ].filter(Boolean);
  return parts.length ? `+ ${parts.join(' · ')}` : undefined;
}
