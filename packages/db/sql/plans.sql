-- plans.setConfig
SELECT set_config($1, $2, false);

-- plans.reset("enable_seqscan")
RESET enable_seqscan;

-- plans.explain("SELECT 1")
EXPLAIN (ANALYZE, BUFFERS) SELECT 1;

-- plans.largeTables
SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = 'public' AND c.relkind = 'r'
  AND c.reltuples >= 5 * (SELECT greatest(reltuples, 1) FROM pg_class WHERE relname = 'users' AND relkind = 'r');
