-- database-admin.databaseExists
SELECT 1 FROM pg_database WHERE datname = $1;

-- database-admin.databasesLike
SELECT datname FROM pg_database WHERE datname LIKE $1;

-- database-admin.create("genalpha_bench")
CREATE DATABASE "genalpha_bench";

-- database-admin.createFromTemplate("ga_t_local_0a1b2c3d4e", "ga_t_local_template")
CREATE DATABASE "ga_t_local_0a1b2c3d4e" TEMPLATE "ga_t_local_template";

-- database-admin.drop("ga_t_local_template")
DROP DATABASE IF EXISTS "ga_t_local_template";

-- database-admin.dropForce("ga_t_local_0a1b2c3d4e")
DROP DATABASE IF EXISTS "ga_t_local_0a1b2c3d4e" WITH (FORCE);

-- database-admin.comment
SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = current_database();

-- database-admin.setComment("genalpha_bench", null)
COMMENT ON DATABASE "genalpha_bench" IS NULL;

-- database-admin.setComment("genalpha_bench", "{\"users\":2000}")
COMMENT ON DATABASE "genalpha_bench" IS '{"users":2000}';

-- database-admin.serverVersion
SHOW server_version;

-- database-admin.deadlocks
SELECT deadlocks::int AS n FROM pg_stat_database WHERE datname = current_database();

-- database-admin.analyze
ANALYZE;

-- database-admin.vacuumAnalyze
VACUUM ANALYZE;
