"""From bytes to blocks: load (decode), parse, segment."""
