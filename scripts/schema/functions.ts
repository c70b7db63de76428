// Functions of the schemas we own, one file per name (its overloads together), each with who may
// execute it and its comment.
import type pg from 'pg';
import { OWN_SCHEMAS } from './own-schemas.ts';

interface FunctionRow {
  name: string;
  signature: string;
  definition: string;
  grantees: string[];
  comment: string | null;
}

export async function functionFiles(client: pg.Client): Promise<[string, string][]> {
  const { rows } = await client.query<FunctionRow>(
    `select n.nspname || '.' || p.proname as name,
            format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as signature,
            pg_get_functiondef(p.oid) as definition,
            array(select case when a.grantee = 0 then 'public' else a.grantee::regrole::text end
                    from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
                   where a.grantee <> p.proowner and a.privilege_type = 'EXECUTE'
                   order by 1) as grantees,
            obj_description(p.oid, 'pg_proc') as comment
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = any($1)
        and p.prokind in ('f', 'p')
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by 1, 2`,
    [OWN_SCHEMAS],
  );
  return rows.map((f) => [`functions/${f.name}.sql`, functionSql(f)]);
}

function functionSql(f: FunctionRow): string {
  const lines = [f.definition.trimEnd() + ';'];
  if (f.comment) lines.push(`\ncomment on function ${f.signature} is ${quote(f.comment)};`);
  const others = f.grantees.filter((g) => g !== 'public');
  lines.push('');
  if (!f.grantees.includes('public'))
    lines.push(`revoke all on function ${f.signature} from public;`);
  if (others.length)
    lines.push(`grant execute on function ${f.signature} to ${others.join(', ')};`);
  return lines.join('\n');
}

export function quote(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
