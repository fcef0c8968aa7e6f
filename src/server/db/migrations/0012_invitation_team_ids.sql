ALTER TABLE "invitation" DROP CONSTRAINT "invitation_team_id_team_id_fk";
