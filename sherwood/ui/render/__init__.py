"""Drawing helpers shared by every scene: palette, fonts, gradients, icons, board transform."""
