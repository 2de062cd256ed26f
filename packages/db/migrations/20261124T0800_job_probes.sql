-- Runs of the job system's probe job (POST /api/health/jobs/probe, enabled by PLATEN_JOB_PROBES=on): one row per
-- attempt, so tests and the J1 bench can count how often each job ran, where, and how long it waited.
-- The job queue itself (pg-boss) keeps its tables in the pgboss schema, created by pg-boss at start.
CREATE TABLE job_probe_runs (
  job_id uuid NOT NULL,
  attempt integer NOT NULL,
  run text NOT NULL,
  worker text NOT NULL,
  wait_ms integer NOT NULL,
  started_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  finished_at timestamptz,
  PRIMARY KEY (job_id, attempt, worker)
);
CREATE INDEX job_probe_runs_run_idx ON job_probe_runs(run);
