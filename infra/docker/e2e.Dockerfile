# The Playwright suite, with Debian's Chromium exactly as on the development machines.
FROM node:22-bookworm-slim
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund -w e2e --include-workspace-root
COPY infra infra
COPY e2e e2e
ENV CI=true
CMD ["npm", "test", "-w", "e2e"]
