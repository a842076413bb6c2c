"""thresher inside other people's pipelines (datatrove). Nothing in thresher imports these."""
