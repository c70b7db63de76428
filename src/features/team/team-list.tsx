import { KeyRound, Pencil, Power } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { TeamMember } from '@/data/team/get-team';
import { formatDateTime } from '@/domain/dates';
import { staffRoleLabels } from '@/domain/staff-roles';

interface TeamListProps {
  members: readonly TeamMember[];
  onEdit: (member: TeamMember) => void;
  onResetPassword: (member: TeamMember) => void;
  onToggleActive: (member: TeamMember) => void;
}

/**
 * One row per member: who, how they sign in and when they last did, their role and whether the
 * account is active.
 */
export function TeamList({ members, onEdit, onResetPassword, onToggleActive }: TeamListProps) {
  return (
    <ul aria-label="Pessoas da equipe" className="divide-y">
      {members.map((member) => (
        <li
          key={member.user_id}
          aria-label={member.display_name}
          className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4"
        >
          <div className="min-w-0 flex-1 basis-48">
            <p className="truncate font-medium">{member.display_name}</p>
            <p className="truncate text-sm text-muted-foreground">{member.username}</p>
            <p className="text-xs text-muted-foreground">
              {member.last_sign_in_at
                ? `Último acesso: ${formatDateTime(member.last_sign_in_at)}`
                : 'Ainda não entrou no painel'}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <Badge variant="secondary">{staffRoleLabels[member.role]}</Badge>
            <Badge variant={member.is_active ? 'outline' : 'destructive'}>
              {member.is_active ? 'Ativo' : 'Desativado'}
            </Badge>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => onEdit(member)}>
              <Pencil aria-hidden="true" />
              Editar
            </Button>
            <Button variant="outline" size="sm" onClick={() => onResetPassword(member)}>
              <KeyRound aria-hidden="true" />
              Redefinir senha
            </Button>
            <Button variant="outline" size="sm" onClick={() => onToggleActive(member)}>
              <Power aria-hidden="true" />
              {member.is_active ? 'Desativar' : 'Reativar'}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
