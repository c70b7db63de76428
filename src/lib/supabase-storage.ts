import { StorageClient } from '@supabase/storage-js';
import { authedFetch, supabaseBase } from '@/lib/supabase';

/** Supabase Storage with the session's token: only the screens that upload images load it. */
export const storage = new StorageClient(new URL('storage/v1', supabaseBase).href, {}, authedFetch);
