import { Check, Minus } from 'lucide-react';
import { staffRights, staffRoleLabels, staffRoles } from '@/domain/staff-roles';

/** "O que cada função pode fazer": read-only, drawn from the one table of rights. */
export function RightsMatrix() {
  return (
    <section aria-labelledby="rights-title" className="min-w-0 space-y-3">
      <h2 id="rights-title" className="text-lg font-semibold">
        O que cada função pode fazer
      </h2>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-xs sm:text-sm">
          <thead className="bg-muted/50">
            <tr>
              <th scope="col" className="px-2 py-2 text-left font-medium sm:p-3">
                <span className="sr-only">Permissão</span>
              </th>
              {staffRoles.map((role) => (
                <th key={role} scope="col" className="px-1 py-2 text-center font-medium sm:p-3">
                  {staffRoleLabels[role]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {staffRights.map(({ right, roles }) => (
              <tr key={right} className="border-t">
                <th scope="row" className="px-2 py-2 text-left font-normal sm:p-3">
                  {right}
                </th>
                {staffRoles.map((role) => (
                  <td key={role} className="px-1 py-2 text-center sm:p-3">
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
