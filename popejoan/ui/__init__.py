"""The pygame front end. It reads engine state and events and sends actions; it decides no rule."""
