"""The scenes of the app, kept on a stack by :class:`~sherwood.ui.scenes.manager.SceneManager`."""
