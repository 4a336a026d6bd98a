# nginx with the built site, proxying /api. Build: docker build -f infra/docker/web.Dockerfile .
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund -w frontend --include-workspace-root
COPY frontend frontend
# The brand values (.env.example) are build-time values of the frontend.
ARG PRODUCT_NAME PUBLIC_SITE_URL APP_STORE_URL PLAY_STORE_URL APPLE_PROVIDER_TOKEN APP_DEEP_LINK SUPPORT_EMAIL INFLUENCER_PROFILE_URL NEWS_PRESS_URL APPLE_APP_ID ANDROID_PACKAGE_NAME ANDROID_SHA256_CERT_FINGERPRINTS
RUN npm run build -w frontend

# Runs as an unprivileged user and renders /etc/nginx/templates/*.template with the variables below.
FROM nginxinc/nginx-unprivileged:1.27-alpine
# nginx resolves `api` once at start to every replica's address (docker compose up --scale api=N).
# HTTPS with HTTP/2 and HSTS: mount a certificate and its key and name them in NGINX_TLS_CERTIFICATE(_KEY).
# The image links /var/log/nginx/access.log to its stdout.
ENV NGINX_PORT=8080 WEB_ROOT=/usr/share/nginx/html NGINX_SNIPPETS=/etc/nginx/snippets NGINX_ACCESS_LOG=/var/log/nginx/access.log \
    API_UPSTREAM_SERVERS="server api:3000 max_fails=0;" NGINX_TLS_CERTIFICATE="" NGINX_TLS_CERTIFICATE_KEY=""
COPY infra/nginx/templates /etc/nginx/templates
COPY infra/nginx/snippets /etc/nginx/snippets
# Sourced before the templates are rendered: it sets NGINX_LISTEN (plain or TLS).
COPY --chmod=755 infra/nginx/listen.envsh /docker-entrypoint.d/15-lineup-listen.envsh
# With the pages comes .vite/first-paint-csp.conf, the hash of their inline script that the template includes.
COPY --from=build /app/frontend/dist /usr/share/nginx/html
EXPOSE 8080
# busybox wget does not verify the certificate: the check is that nginx answers, over TLS when it serves TLS.
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD wget -q -O /dev/null "http${NGINX_TLS_CERTIFICATE:+s}://127.0.0.1:${NGINX_PORT}/" || exit 1
