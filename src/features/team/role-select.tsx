import { ChoiceSelect } from '@/components/choice-select';
import { staffRoleLabels, staffRoles, type StaffRole } from '@/domain/staff-roles';

const roleChoices = staffRoles.map((role) => ({ value: role, label: staffRoleLabels[role] }));

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
    <ChoiceSelect
      id={id}
      className="w-full"
      value={value}
      onValueChange={onChange}
      choices={roleChoices}
    />
  );
}
