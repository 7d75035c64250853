-- job-locks.tryLock
SELECT pg_try_advisory_lock(hashtext($1)) AS locked;

-- job-locks.unlock
SELECT pg_advisory_unlock(hashtext($1));
