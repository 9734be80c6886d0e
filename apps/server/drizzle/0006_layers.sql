CREATE TABLE "layers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"type" text NOT NULL,
	"colour" text NOT NULL,
	"raster_url" text,
	"vector_source" text,
	"vector_tileset" text,
	"vector_layer_name" text,
	"vector_geometry" text,
	"file_key" text,
	"file_features" integer,
	"file_bytes" integer,
	"file_geometries" jsonb,
	"file_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "layers_type_check" CHECK ("layers"."type" in ('raster', 'vector')),
	CONSTRAINT "layers_vector_geometry_check" CHECK ("layers"."vector_geometry" is null or "layers"."vector_geometry" in ('circle', 'line', 'fill')),
	CONSTRAINT "layers_kind_check" CHECK (("layers"."type" = 'raster' and "layers"."raster_url" is not null and "layers"."vector_source" is null and "layers"."vector_tileset" is null and "layers"."file_key" is null)
        or ("layers"."type" = 'vector' and "layers"."raster_url" is null and "layers"."vector_source" = 'mapbox'
            and "layers"."vector_tileset" is not null and "layers"."vector_layer_name" is not null and "layers"."vector_geometry" is not null and "layers"."file_key" is null)
        or ("layers"."type" = 'vector' and "layers"."raster_url" is null and "layers"."vector_source" = 'file' and "layers"."vector_tileset" is null
            and "layers"."file_key" is not null and "layers"."file_features" is not null and "layers"."file_bytes" is not null and "layers"."file_hash" is not null))
);
--> statement-breakpoint
ALTER TABLE "layers" ADD CONSTRAINT "layers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "layers_organization_idx" ON "layers" USING btree ("organization_id");