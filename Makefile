# Lineup website: `make start` serves the whole site at http://localhost:8080, `make test` runs every test.
SHELL := /bin/bash
.DEFAULT_GOAL := help

# Variables in .env (see .env.example) reach every command below.
-include .env
export

SITE_PORT ?= 8080

.PHONY: help install build start lint format test test-infra test-backend test-frontend test-e2e typecheck api-types test-api-types audit backup restore clean bench-load bench-analytics bench-campaigns bench-installs test-budgets bench-bundle bench-lighthouse bench-vitals fuzz

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-14s %s\n", $$1, $$2}'

node_modules/.installed: package.json package-lock.json backend/package.json frontend/package.json e2e/package.json
	npm ci --no-audit --no-fund
	@touch $@

install: node_modules/.installed ## Install the dependencies (npm ci, once per lockfile change)

build: install ## Build the frontend (frontend/dist) and the API (backend/dist)
	npm run build -w frontend
	npm run build -w backend

start: build ## Serve the site and /api at http://localhost:8080, on an embedded PostgreSQL under .data/, restarting what crashes
	WEB_ROOT=frontend/dist PORT=$(SITE_PORT) node backend/dist/supervisor.js

lint: install ## Lint and format check: ESLint and Prettier on every workspace
	npx eslint .
	npx prettier --check .

format: install ## Format every workspace: Prettier writes, then ESLint fixes what it can
	npx prettier --write .
	npx eslint --fix .

typecheck: install ## Type-check every workspace
	npx tsc -p backend/tsconfig.json --noEmit
	npx tsc -p frontend/tsconfig.json
	npx tsc -p e2e/tsconfig.json

api-types: install ## Regenerate the frontend's API types (frontend/src/lib/api-schema.ts) from the API's OpenAPI document; run after changing a route or DTO
	npm run build -w backend
	node infra/scripts/api-types.mjs

test-api-types: install ## Fail when frontend/src/lib/api-schema.ts differs from what the current backend describes (fix: make api-types)
	npm run build -w backend
	node infra/scripts/api-types.mjs --check

test-backend: install ## API tests: jest + supertest on a real PostgreSQL
	npm test -w backend

test-frontend: install ## Component tests: vitest + Testing Library
	npm test -w frontend

test-e2e: build ## End-to-end tests: Playwright in Chromium through nginx and the real API
	npm test -w e2e

test-infra: build ## Compose and nginx checks; real processes: database stopped, API killed, SIGTERM, two APIs behind nginx (Redis), no secret in the build
	node --test infra/tests/

audit: install ## Fail on a high or critical advisory in the production dependencies (npm audit --omit=dev)
	node infra/scripts/audit.mjs

test-budgets: build ## Size budgets of the build (issue 7): home initial JS, CSS in the HTML, HTML per route
	node bench/bundle/bundle.mjs --check frontend/dist

test: lint typecheck test-api-types audit test-budgets test-infra test-backend test-frontend test-e2e ## Every test

fuzz: install ## Every API route under generated requests, by hand, longer than in make test: FUZZ_RUNS per route (default 300), FUZZ_SEED (default random; printed)
	@seed=$${FUZZ_SEED:-$$(node -e 'console.log(Math.floor(Math.random() * 2 ** 31))')}; \
	echo "make fuzz: FUZZ_SEED=$$seed FUZZ_RUNS=$${FUZZ_RUNS:-300} (run again with the same FUZZ_SEED to repeat a failure)"; \
	cd backend && FUZZ_SEED=$$seed FUZZ_RUNS=$${FUZZ_RUNS:-300} npx jest --runInBand test/api-fuzz.e2e-spec.ts

backup: build ## Dump the database (DATABASE_URL or the embedded one) to backups/, or FILE=path
	node infra/scripts/database.mjs backup $(if $(FILE),--file $(FILE))

restore: build ## Restore a dump: make restore FILE=backups/lineup-....dump (replaces the data, in one transaction)
	node infra/scripts/database.mjs restore --file $(FILE)

bench-load: build ## Load benchmark, a few minutes, by hand (never in `make test`): prints and writes bench/load/results.md
	node bench/load/run.mjs

bench-analytics: build ## Analytics benchmark, about 20 minutes, by hand: every dashboard call over 100,000 and 10 million events; writes bench/analytics/results.md
	node bench/analytics/run.mjs

bench-campaigns: build ## Campaign-list benchmark, a few minutes, by hand: first pages of 50 by each field at 1,000 and 100,000 influencers; writes bench/campaigns/results.md
	node bench/campaigns/run.mjs

bench-installs: build ## Installs benchmark, about 25 minutes, by hand: a year's App Store (1,000,000 rows) and Google Play files imported beside PostgreSQL's COPY of the same rows; the campaign list at 100,000 influencers with installs against without
	node bench/installs/import.mjs
	node bench/installs/list.mjs

clean: ## Remove builds (keeps .data/, the embedded database)
	rm -rf frontend/dist frontend/.ssr-build-* backend/dist e2e/test-results

bench-bundle: build ## Per-route JavaScript and CSS of the build, raw and gzipped
	node bench/bundle/bundle.mjs frontend/dist

bench-lighthouse: build ## Lighthouse (mobile) on issue 7's pages, with and without their scripts: prints and writes bench/lighthouse/results.md
	node bench/lighthouse/lighthouse.mjs

bench-vitals: build ## Field Web Vitals, about 5 minutes: 50 Chromium visits left by a link, closing, a tab switch or the back button; prints the share of page loads stored with LCP, CLS and INP
	node bench/vitals/vitals.mjs
