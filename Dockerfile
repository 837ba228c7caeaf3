# Not built or run on the project's machines (they have no Docker engine): see README "Produção".
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
EXPOSE 3000
CMD ["node", "--import", "tsx", "src/server/main.ts"]
