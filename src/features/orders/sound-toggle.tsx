import { useId } from 'react';
import { Volume2, VolumeX } from 'lucide-react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { playSound, setSoundEnabled, TEST_VOLUME, useSoundEnabled } from '@/lib/sounds';

/** The dashboard's sound switch: remembered, on by default; turning it on plays a test. */
export function SoundToggle() {
  const enabled = useSoundEnabled();
  const id = useId();
  return (
    <div className="flex items-center gap-2 rounded-lg border bg-card px-3 py-2">
      {enabled ? (
        <Volume2 aria-hidden="true" className="size-4 text-primary" />
      ) : (
        <VolumeX aria-hidden="true" className="size-4 text-muted-foreground" />
      )}
      <Label htmlFor={id}>Notificações sonoras</Label>
      <Switch
        id={id}
        checked={enabled}
        onCheckedChange={(on) => {
          setSoundEnabled(on);
          if (on) playSound('new-order', TEST_VOLUME);
        }}
      />
    </div>
  );
}
