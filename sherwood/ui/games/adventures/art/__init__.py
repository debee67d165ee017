"""The adventure's pictures, drawn in code: the forest, its buildings and trees, tiles, pieces,
displays and the pouch."""
