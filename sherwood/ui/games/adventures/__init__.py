"""The solo adventure's table (:mod:`.table`), its pictures (:mod:`.art`) and its words."""
