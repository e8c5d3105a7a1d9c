print("rotation-sandbox: under construction")
