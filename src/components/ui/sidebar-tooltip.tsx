import { useState, type ReactNode } from 'react';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';

/**
 * The label beside a collapsed sidebar's icon, on hover or focus. Loaded the first time the sidebar
 * collapses (SidebarMenuButton); from then on the wrapper stays, so collapsing again never remounts
 * (and unfocuses) the button.
 */
export function SidebarTooltip({
  text,
  show,
  children,
}: {
  text: string;
  /** Whether the sidebar is collapsed to icons now. */
  show: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // While the tooltip is off, Radix still reports focus and hover (opening) but not the matching
  // blur (the open prop is already false): forget those, or they would show up on collapse.
  if (!show && open) setOpen(false);

  return (
    <TooltipProvider delayDuration={0}>
      <Tooltip open={show && open} onOpenChange={setOpen}>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        {show && (
          <TooltipContent side="right" align="center">
            {text}
          </TooltipContent>
        )}
      </Tooltip>
    </TooltipProvider>
  );
}
