/** The states every text field shows alike: Input and Textarea (focus ring, disabled, invalid). */
export const textFieldStateClasses = [
  'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-[invalid=true]:border-destructive aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-destructive/20',
];
