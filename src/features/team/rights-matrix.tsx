import { Check, Minus } from 'lucide-react';
import { staffRights, staffRoleLabels, staffRoles } from '@/domain/staff-roles';

/** "O que cada função pode fazer": read-only, drawn from the one table of rights. */
export function RightsMatrix() {
  return (
    <section aria-labelledby="rights-title" className="space-y-3">
      <h2 id="rights-title" className="text-lg font-semibold">
        O que cada função pode fazer
      </h2>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <thead className="bg-muted/50">
            <tr>
              <th scope="col" className="p-3 text-left font-medium">
                <span className="sr-only">Permissão</span>
              </th>
              {staffRoles.map((role) => (
                <th key={role} scope="col" className="p-3 text-center font-medium">
                  {staffRoleLabels[role]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {staffRights.map(({ right, roles }) => (
              <tr key={right} className="border-t">
                <th scope="row" className="p-3 text-left font-normal">
                  {right}
                </th>
                {staffRoles.map((role) => (
                  <td key={role} className="p-3 text-center">
                    {roles.includes(role) ? (
                      <Check aria-hidden="true" className="mx-auto size-4 text-primary" />
                    ) : (
                      <Minus
                        aria-hidden="true"
                        className="mx-auto size-4 text-muted-foreground/50"
                      />
                    )}
                    <span className="sr-only">{roles.includes(role) ? 'Sim' : 'Não'}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
