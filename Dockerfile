# Folio in a container: build with dev dependencies, run with production dependencies only.
#   docker build -t folio .
#   docker run -p 3000:3000 -e DATABASE_URL=… -e AUTH_SECRET=… -e BASE_URL=… folio
# Without DATABASE_URL it runs on the embedded database in the /app/.data volume.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
# The sources stay beside the build: migrations are read from src/server/db/migrations, and the
# db:migrate, db:seed and user:create scripts run from them (tsx is a production dependency).
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/src ./src
RUN mkdir .data && chown node:node .data
VOLUME /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node runs as PID 1 and handles SIGTERM itself: it stops accepting, finishes requests, closes the database.
STOPSIGNAL SIGTERM
# As `npm start`: V8's heap sized for a small instance, WebAssembly (PGlite) without its optimising tier
# (see the README's Performance section).
CMD ["node", "--max-semi-space-size=32", "--max-old-space-size=1024", "--liftoff-only", "scripts/start.mjs"]
