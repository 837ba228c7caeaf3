# Lumma and its embedded PostgreSQL in one image; README "Contêiner" gives the commands.
# BASE_IMAGE: any Debian or Ubuntu image with Node.js 20.19+ and npm. Operators take the public
# node image; scripts/container-check.sh builds one from Debian's packages where no registry answers.
ARG BASE_IMAGE=node:20-bookworm-slim
FROM ${BASE_IMAGE}
# PostgreSQL refuses to run as root: the app and its database run as lumma, who may write only
# /data. A fixed uid, so that a directory from the host can be handed to it (chown 10001).
# /data/media exists so that a volume mounted there (compose.yaml) starts as lumma's too.
RUN groupadd --system --gid 10001 lumma \
  && useradd --system --uid 10001 --gid lumma --create-home --home-dir /home/lumma lumma \
  && mkdir -p /data/media \
  && chown -R lumma:lumma /data
WORKDIR /app
COPY package.json package-lock.json ./
# npm's download cache would only make the image bigger.
RUN npm ci --no-audit --no-fund --cache /tmp/npm-cache && rm -rf /tmp/npm-cache
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
VOLUME /data
USER lumma
EXPOSE 3000
# The heap cap of `npm start` (see docs/decisions/015-a-lean-server.md).
CMD ["node", "--max-old-space-size=128", "dist-server/main.js"]
