import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { staffRoleLabels, staffRoles, type StaffRole } from '@/domain/staff-roles';

/** The four roles, by their pt-BR names. */
export function RoleSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: StaffRole;
  onChange: (role: StaffRole) => void;
}) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as StaffRole)}>
      <SelectTrigger id={id} className="w-full">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {staffRoles.map((role) => (
          <SelectItem key={role} value={role}>
            {staffRoleLabels[role]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
