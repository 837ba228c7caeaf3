# Not built or run on the project's machines (they have no Docker engine): see README "Produção".
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
EXPOSE 3000
# The heap cap of `npm start` (see docs/decisions/015-a-lean-server.md).
CMD ["node", "--max-old-space-size=128", "dist-server/main.js"]
